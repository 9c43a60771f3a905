// An undeclared function's name is reported after what its arguments report
// (argument-dependent lookup waits for them); once per block, as others.
__device__ void f(float *p) {
  undefined_fn(p, 1.0f, undefined_arg);
  undefined_fn2(p, 1.0f, undefined_arg2); int q = undefined_x;
  undefined_fn3(p,
     undefined_arg3);
  undefined_fn(undefined_arg4);
}
