// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -Werror=all-warnings
// -Werror=all-warnings (cudafe++'s --promote_warnings): every warning shown
// becomes an error; a suppressed one stays suppressed.
__device__ int dev_var;
int r1() { return dev_var; }
#pragma nv_diag_suppress 20092
void w1() { dev_var = 1; }
__global__ void k() { int unused; }
