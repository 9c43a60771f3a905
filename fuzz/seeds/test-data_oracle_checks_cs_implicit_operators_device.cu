// device code using a host operator and a host conversion function.
// ORACLE-HEADERS: mini
struct A {
  int v;
  int operator+(int x) const { return v + x; }
  operator int() const { return v; }
};
__device__ int d2(const A &a) { return a + 1; }
__device__ int d3(const A &a) { int x = a; return x; }
