// device code constructing and destroying an object of a class whose
// constructor and destructor are host functions: implicit calls are checked.
// ORACLE-HEADERS: mini
struct A {
  A() {}
  ~A() {}
  int v;
};
__device__ int d1() { A a; return a.v; }
__global__ void k1(int *p) { A a; p[0] = a.v; }
