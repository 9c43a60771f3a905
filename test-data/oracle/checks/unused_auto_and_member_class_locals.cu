// An unused local declared `auto` from a variable of a builtin type is
// reported like one of that type (#177); so is a local of a class whose
// members are of classes constructed and destroyed trivially. A member
// class with a constexpr constructor of its own makes the construction a
// call: no warning.
struct P { int x; };
struct Q { P p; int a[2]; };
struct C { constexpr C() {} };
struct D { C c; int a; };
void f(int a, float *p) {
  auto x = a;
  auto y = p;
  Q q;
  D d;
  static Q sq;
}
__device__ void g(int a) { auto x = a; Q q; }
