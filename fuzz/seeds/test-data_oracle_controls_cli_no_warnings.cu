// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -w
// -w: no warnings from either pass, errors stay; a warning made an error
// by a pragma is an error.
int host_only(int x) { return x * 3; }
__device__ int dev_var;
__host__ __device__ int hd(int x) { return host_only(x); }
int r1() { return dev_var; }
#pragma nv_diag_error 20092
void w1() { dev_var = 1; }
__global__ int bad() { return 0; }
