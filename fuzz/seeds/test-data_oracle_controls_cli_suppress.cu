// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -diag-suppress=20091,177
// nvcc's -diag-suppress: warnings gone on both passes, errors stay.
__device__ int dev_var;
int r1() { return dev_var; }
void w1() { dev_var = 1; }
__global__ void k() { int unused; }
__global__ int bad() { return 0; }
