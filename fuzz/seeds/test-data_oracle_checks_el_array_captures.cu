// extended lambdas capturing arrays: more than 7 dimensions, init-captures
// of arrays, init-captures in __host__ __device__ lambdas.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
void g1(int *out) {
  int a[2][2][2][2][2][2][2][2] = {};
  auto l1 = [=] __device__ () { return a[0][0][0][0][0][0][0][0]; };
  int b[3] = {1, 2, 3};
  auto l2 = [c = b] __device__ () { return 0; };
  auto l3 = [x = 1] __host__ __device__ () { return x; };
  int c[7] = {};
  auto l4 = [=] __device__ () { return c[0]; };
  out[0] = l3() + use(l1) + use(l2) + use(l4);
}
