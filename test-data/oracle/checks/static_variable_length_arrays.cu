// A local array of static storage (static, __shared__) whose bound is not
// a constant: "a variable length array cannot have static storage
// duration" where cudafe++ judges it (the host side, and the device side's
// host functions), before the storage's own errors; device code gets
// cicc's "expression must have a constant value" per bound instead, with
// "attempt to access run-time storage" for a built-in variable.
void h(int n) { __shared__ int s[4]; s[0] = 1; }
void h2(int n) { __shared__ int t[n]; t[0] = 1; }
__global__ void k(int n) { __shared__ int u[n]; u[0] = 1; static int w[n]; }
void h3(int n) { static int v[n]; v[0] = 1; int ok[n]; ok[0] = 1; }
__global__ void k1() { __shared__ float c[blockDim.x]; c[0] = 1; }
__global__ void k2() { const int n = 16; __shared__ float c[n]; c[0] = 1; }
__global__ void k3() { int n = 16; __shared__ float c[n]; c[0] = 1; }
__global__ void k4(int n, int m) { __shared__ float a[n][m]; a[0][0] = 1; }
void h4(int n, int m) { static float b[n][m]; b[0][0] = 1; }
__device__ void d(int n, int m) { float c[n][m]; c[0][0] = 1; }
