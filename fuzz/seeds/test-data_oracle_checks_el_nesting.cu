// extended lambdas inside generic lambdas and inside extended
// __host__ __device__ lambdas; generic __host__ __device__ lambdas.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
int g11() {
  auto gl = [] (auto x) {
    auto l = [] __device__ () { return 0; };
    return x + use(l);
  };
  auto hd = [] __host__ __device__ () {
    auto l = [] __device__ () { return 0; };
    return use(l);
  };
  auto ghd = [] __host__ __device__ (auto x) { return x; };
  return gl(1) + hd() + ghd(2);
}
