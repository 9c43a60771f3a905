// ORACLE-HEADERS: mini
// #pragma nv_diag_error promotes a warning to an error (shown without its
// number); nv_diag_warning and nv_diag_default bring it back.
__device__ int dev_var;
void w1() { dev_var = 1; }
#pragma nv_diag_error 20092
void w2() { dev_var = 2; }
#pragma nv_diag_warning 20092
void w3() { dev_var = 3; }
#pragma nv_diag_error 20092
void w4() { dev_var = 4; }
#pragma nv_diag_default 20092
void w5() { dev_var = 5; }
