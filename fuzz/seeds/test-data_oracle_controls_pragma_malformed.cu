// ORACLE-HEADERS: mini
// Mistakes in diagnostic pragmas are warnings, on both passes, pointing
// into the pragma as gcc -E rewrote it (single spaces).
__device__ int dev_var;
#pragma nv_diag_suppress 99999, 20091
int r1() { return dev_var; }
#pragma nv_diag_suppress 20092   20093
void w1() { dev_var = 1; }
#pragma nv_diag_suppress (177)
#pragma nv_diag_suppress
#pragma nv_diag_suppress 177,,550
#pragma nv_diag_suppress 0
#pragma nv_diag_suppress 20091-D
#pragma nv_diagnostic pop
#pragma nv_diagnostic   sideways
#pragma nv_diagnostic
#pragma nv_diag_frobnicate 177
#pragma diag_suppress 20092
void w2() { dev_var = 2; }
_Pragma("nv_diag_suppress 4013") int after_pragma_operator;
