// device code copying an object whose copy constructor is a host function.
// ORACLE-HEADERS: mini
struct A {
  int v;
  A(int x) : v(x) {}
  A(const A &o) : v(o.v) {}
};
__device__ int d4(const A &a) { A b = a; return b.v; }
