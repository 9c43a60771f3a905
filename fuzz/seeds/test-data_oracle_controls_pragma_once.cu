// ORACLE-HEADERS: mini
// #pragma nv_diag_once N: after it, N is reported only if it was never
// reported before; earlier reports count, later pragmas do not undo it.
__device__ int dev_var;
int r1() { return dev_var; }
int r2() { return dev_var; }
#pragma nv_diag_once 20091
int r3() { return dev_var; }
#pragma nv_diag_once 20092
void w1() { dev_var = 1; }
void w2() { dev_var = 2; }
#pragma nv_diag_default 20092
void w3() { dev_var = 3; }
#pragma nv_diag_error 20092
void w4() { dev_var = 4; }
