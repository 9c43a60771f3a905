// Host side: the caller is named by its unqualified simple name (no scope, no template
// arguments): namespace functions, static/non-static members, operators, ctor, dtor, conversion, lambda.
// ORACLE-HEADERS: mini
__device__ int d0() { return 0; }
namespace ns { int nh() { return d0(); } }
struct M {
  static int sm() { return d0(); }
  int m() const { return d0(); }
  int operator+(int) { return d0(); }
  M() { d0(); }
  ~M() { d0(); }
  operator int() { return d0(); }
};
template <class T> int th(T) { return d0(); }
auto lam = [] { return d0(); };
