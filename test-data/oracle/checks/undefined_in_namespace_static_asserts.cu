// An undefined name in the condition of a namespace-scope static_assert is
// reported there, once (then declared): a function after it that uses the
// name gets nothing more, and the arguments of such a call are not read.
__device__ int dv;
static_assert(undeclared_fn(1) == 1, "");
static_assert(sizeof(int) == 4 && UNDECLARED_CONST, "");
void h() {
  (void)undeclared_fn(dv);
  (void)UNDECLARED_CONST;
}
