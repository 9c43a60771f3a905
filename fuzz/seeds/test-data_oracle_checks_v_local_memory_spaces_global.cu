// the same in a kernel and in a host-device function.
// ORACLE-HEADERS: mini
__global__ void k(int *p) {
  __device__ int a = 1;
  __constant__ int c = 2;
  __shared__ int e;
  e = 3;
  p[0] = a + c + e;
}
__host__ __device__ int hd() {
  __device__ int a = 1;
  __constant__ int c = 2;
  return a + c;
}
