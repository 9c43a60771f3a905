// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -diag-error=20091
// nvcc's -diag-error: the warning becomes an error and loses its number.
__device__ int dev_var;
int r1() { return dev_var; }
void w1() { dev_var = 1; }
