// the override space mismatches not covered by virtual_override_space.cu.
// ORACLE-HEADERS: mini
struct B1 {
  virtual __device__ void f();
  virtual void g();
  virtual __host__ __device__ void h();
};
struct D1 : B1 {
  __host__ __device__ void f();
  __host__ __device__ void g();
  void h();
};
