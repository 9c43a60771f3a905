// __host__ and __device__ given on different declarations combine to __host__ __device__
// (no host-side error); cicc warns #20035/#20036/#20040 per redeclaration kind.
// ORACLE-HEADERS: mini
__device__ int a4();
__host__ int a4() { return 1; }
__device__ int a8();
__host__ __device__ int a8() { return 1; }
int a7();
__host__ __device__ int a7() { return 1; }
__host__ __device__ int a9();
__device__ int a9() { return 1; }
__host__ __device__ int a6();
int a6() { return 1; }
int h() { return a4() + a8() + a7() + a9() + a6(); }
__global__ void k(int *p) { p[0] = a4() + a8() + a7() + a9() + a6(); }
