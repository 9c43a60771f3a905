// captures by reference: rejected in __device__ extended lambdas, accepted
// in __host__ __device__ ones.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
int g(int *out) {
  int a = 1, b = 2;
  auto l1 = [&] __device__ () { return a; };
  auto l2 = [&b] __host__ __device__ () { return b; };
  auto l3 = [&] __host__ __device__ () { return a + b; };
  return use(l1) + l2() + l3();
}
