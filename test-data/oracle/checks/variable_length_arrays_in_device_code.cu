// cicc rejects local arrays of variable length in device code (g++ takes
// them in host code): the note names the parameter or variable.
__host__ __device__ void scale(int n) { int a[n]; a[0] = 1; (void)a; }
__global__ void fill(int n) { int m = n; float b[m]; b[0] = 1; (void)b; }
__device__ void grid(int n) { int c[n + 1][4]; (void)c; }
__device__ void fixed_size() { const int k = 4; constexpr int j = 2; int d[k][j]; (void)d; }
void host_only(int n) { int e[n]; (void)e; }
