// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -diag-suppress=20091 -diag-error=20092
// The command line sets the starting severity, a pragma overrides it, and
// nv_diag_default returns to the command line's severity.
__device__ int dev_var;
int r1() { return dev_var; }
void w1() { dev_var = 1; }
#pragma nv_diag_warning 20091, 20092
int r2() { return dev_var; }
void w2() { dev_var = 2; }
#pragma nv_diag_default 20091, 20092
int r3() { return dev_var; }
void w3() { dev_var = 3; }
