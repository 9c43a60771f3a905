// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -Xcudafe --error_limit=2
// --error_limit counts errors only; each pass stops at the limit with
// "Error limit reached." (and exit code 4).
__device__ int dev_var;
int r1() { return dev_var; }
int r2() { return dev_var; }
__global__ int k1() { return 0; }
int r3() { return dev_var; }
__global__ int k2() { return 0; }
__global__ int k3() { return 0; }
int r4() { return dev_var; }
