// constexpr and consteval are not allowed on extended lambdas; mutable and
// noexcept are.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda -std=c++20
template <class... F> int use(F...) { return 0; }
int g12() {
  auto l = [] __device__ () mutable { return 0; };
  auto l2 = [] __device__ () constexpr { return 0; };
  auto l3 = [] __device__ () consteval { return 0; };
  auto l4 = [] __device__ () noexcept { return 0; };
  return use(l) + use(l2) + use(l3) + use(l4);
}
