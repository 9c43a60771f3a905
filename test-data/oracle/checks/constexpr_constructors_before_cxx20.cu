// Before C++20 a constexpr constructor must initialize every scalar member
// (those of anonymous structs too), every base whose implicit default
// constructor would not, and one member of a union; a defaulted constexpr
// default constructor must not leave a scalar uninitialized.
struct A { int x; constexpr A() { x = 1; } };
struct B { int x = 0; constexpr B() {} };
struct C { int x; A a; constexpr C() : x(1) {} };
struct D { int x, y; float z[2]; int *p; constexpr D(int v) : y(v) {} };
struct E { A a; int q; constexpr E() {} };
struct G { int x; };
struct G2 { int x = 1; };
struct G3 { constexpr G3() {} };
struct H : G, G2, G3 { constexpr H() {} };
union U { int a; float b; constexpr U() {} };
union U2 { int a; float b; constexpr U2() : b(0) {} };
struct K { int x; constexpr K() = default; };
struct L { int x; constexpr L(int) : L() {} constexpr L() : x(0) {} };
struct N { int x; constexpr N(); };
constexpr N::N() {}
template <class T> struct P { T x; constexpr P() {} };
struct Q { int : 3; int b; constexpr Q() : b(0) {} };
struct R { struct { int a; }; constexpr R() {} };
struct Z { int x;
  constexpr
  Z()
  :
  y(0)
  {
  }
  int y;
};
