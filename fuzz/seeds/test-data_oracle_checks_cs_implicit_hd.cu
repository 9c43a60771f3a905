// a __host__ __device__ function constructing an object with host-only
// constructor and destructor: warnings #20011 and, without a position, #20014.
// ORACLE-HEADERS: mini
struct A {
  A() {}
  ~A() {}
  int v;
};
__host__ __device__ int hd1() { A a; return a.v; }
