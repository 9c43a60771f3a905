// A variable in a memory space is constructed where it lives: no
// cross-space call for its constructor (cicc rejects a dynamic
// initialization of a static instead).
class B { public: __device__ B(char *); int x; };
__device__ int dv(int);
void fun(char *c) {
  static __device__ B var2(c);
  static __device__ int v3 = dv(1);
  __shared__ int v4;
  (void) var2;
  int y = v3 + v4 + var2.x;
}
struct H2 { H2(int); };
struct D2 { __device__ D2(int); };
__device__ void g2() { static __device__ H2 h(1); }
__global__ void k2() { static __device__ D2 d(2); H2 h2(3); }
