// ORACLE-HEADERS: mini
// A pragma in an included header governs the code after the #include.
__device__ int dev_var;
int r1() { return dev_var; }
#include "inc/quiet.h"
int r2() { return dev_var; }
#pragma nv_diag_default 20091
int r3() { return dev_var; }
