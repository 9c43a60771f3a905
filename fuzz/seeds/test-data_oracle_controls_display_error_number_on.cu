// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -err-no -diag-warn=20048
// --display_error_number (nvcc's default, -err-no): numbers on warnings
// and remarks only, never on errors, discretionary or not.
__device__ int dev_var;
int r1() { return dev_var; }
__global__ int demoted() { return 0; }
__global__ auto hard() { return; }
__global__ void k2(int n, ...) {}
