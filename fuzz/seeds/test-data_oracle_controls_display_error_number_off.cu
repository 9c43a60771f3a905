// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -no-err-no
// nvcc's -no-err-no: no numbers on warnings either, and no remark about
// -diag-suppress.
__device__ int dev_var;
int r1() { return dev_var; }
__global__ void k() { int unused; }
__global__ int bad() { return 0; }
