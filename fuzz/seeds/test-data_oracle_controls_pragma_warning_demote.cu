// ORACLE-HEADERS: mini
// #pragma nv_diag_warning demotes a discretionary error to a warning, which
// then shows its number; a hard error ignores it.
#pragma nv_diag_warning 20048
__global__ int k1() { return 0; }
#pragma nv_diag_suppress 20049
__global__ auto k2() { return; }
#pragma nv_diag_warning 20046
__global__ void k3(int n, ...) {}
#pragma nv_diag_default 20048
__global__ int k4() { return 0; }
