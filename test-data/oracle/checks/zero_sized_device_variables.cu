// Zero-sized variables in device code, local or at namespace scope; an
// extern declaration allocates nothing.
__device__ void f() {
 extern __shared__ int a0[0];
 __shared__ int a1[0];
 static __device__ int a2[0];
 int a3[0];
}
extern __shared__ int g0[0];
__device__ int g1[0];
struct Z2 { int a[0]; };
__device__ int h1[0];
__constant__ int h2[0];
__shared__ int h3[0];
__managed__ int h4[0];
static __device__ int h5[0];
int h6[0];
__device__ Z2 h7;
extern __device__ int h8[0];
