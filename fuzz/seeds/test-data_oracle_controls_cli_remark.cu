// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -Xcudafe --diag_remark=20091
// --diag_remark (through -Xcudafe): remarks are not shown by default.
__device__ int dev_var;
int r1() { return dev_var; }
void w1() { dev_var = 1; }
