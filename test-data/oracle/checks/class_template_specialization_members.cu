// The members of an explicit specialization of a class template are not
// the primary template's, nor the other way round: E<float> is built by
// the primary's implicit constructor, E<int> by its own host one. A
// member of an instance is named with the instance's arguments
// ("D<int> ::D()"), and an instance made from the pattern is judged as its
// pattern's class (#550 for an object set by default member initializers).
template <class T> struct A { int *t = nullptr; };
template <class T> struct C { int x; };
template <class T> struct D { int *t = nullptr; D() {} };
template <class T> struct E { int *t = nullptr; };
template <> struct E<int> { int q; E() {} };
template <class T> struct F { int *t = nullptr; ~F() {} };
template <class T> struct G { G() {} };
template <> struct G<char> { __device__ G() {} };
__device__ void f() {
  A<int> a; (void)a;
  C<int> c; (void)c;
  D<int> d; (void)d;
  E<float> e; (void)e;
  E<int> e2; (void)e2;
  F<int> g; (void)g;
  A<float> h;
  C<int> i = {};
  (void)i;
  G<char> j; (void)j;
  G<long> k; (void)k;
}
template <class T> struct H { void m(); };
template <> struct H<int> { __device__ void m(); };
__device__ void H<int>::m() {}
template <class T> void H<T>::m() {}
__device__ void u() { H<int> x; x.m(); H<long> y; y.m(); }
int main() { A<int> a; (void)a; G<char> j; (void)j; return 0; }
