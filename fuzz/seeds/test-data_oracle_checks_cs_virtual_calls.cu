// virtual calls across spaces: cicc reports a call of a host virtual
// function from device code in its front end (short callee name).
// ORACLE-HEADERS: mini
struct B {
  virtual int f() { return 1; }
  virtual __device__ int g() { return 2; }
  virtual __host__ __device__ int hd() { return 3; }
};
__device__ int d1(B *b) { return b->f() + b->hd(); }
int h1(B *b) { return b->g() + b->hd(); }
