// __device__ declaration, then definition without keywords: cudafe++ keeps it __device__
// (host call is an error) while cicc warns #20037 and treats it as __host__ __device__.
// ORACLE-HEADERS: mini
__device__ int a1();
int a1() { return 1; }
int h() { return a1(); }
__global__ void k(int *p) { p[0] = a1(); }
