// types of captured variables: private member types and local types.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
class C {
  struct P { int x; };
public:
  int m() {
    P p{};
    auto l = [=] __device__ () { return p.x; };
    return use(l);
  }
};
int g5() {
  struct L { int x; } v{};
  auto l = [=] __device__ () { return v.x; };
  return use(l);
}
