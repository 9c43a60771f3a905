// memory-space annotations on local variables of host and device functions.
// ORACLE-HEADERS: mini
void h() {
  __device__ int a;
  static __device__ int b;
  __constant__ int c;
  static __constant__ int d;
  __shared__ int e;
  extern __shared__ int f[];
  __managed__ int g;
  static __managed__ int i;
}
__device__ void dv() {
  __device__ int a;
  static __device__ int b;
  __constant__ int c;
  static __constant__ int d;
  __shared__ int e;
  extern __shared__ int f[];
  __managed__ int g;
  static __managed__ int i;
}
