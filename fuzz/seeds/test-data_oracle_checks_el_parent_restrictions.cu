// enclosing functions of extended lambdas: deduced return types and
// members of unnamed classes; static and unnamed-namespace functions are fine.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
auto g6() {
  auto l = [] __device__ () { return 0; };
  return use(l);
}
static int g7() { auto l = [] __device__ () { return 0; }; return use(l); }
struct { int m() { auto l = [] __device__ () { return 0; }; return use(l); } } anon_obj;
int all() { return g6() + g7() + anon_obj.m(); }
