// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -Werror=cross-execution-space-call
// -Werror=cross-execution-space-call: a __host__ call from a
// __host__ __device__ function is an error; other warnings stay.
int host_only(int x) { return x * 3; }
__device__ int dev_var;
__host__ __device__ int hd(int x) { return host_only(x); }
int r1() { return dev_var; }
