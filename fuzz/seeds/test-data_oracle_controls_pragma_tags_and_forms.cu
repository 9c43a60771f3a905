// ORACLE-HEADERS: mini
// Diagnostic pragmas take tags, internal numbers (3675 is #20091) and C
// integer literals (hex, octal, suffixes), in comma-separated lists.
__device__ int dev_var;
__shared__ int shared_var;
#pragma nv_diag_suppress device_var_read_in_host
int r1() { return dev_var; }
#pragma nv_diag_default 20091
int r2() { return dev_var; }
#pragma nv_diag_suppress 3675
int r3() { return dev_var; }
#pragma nv_diag_default 0x4e7b
int r4() { return dev_var; }
#pragma nv_diag_error 20092u, device_var_read_in_host
void w1() { dev_var = 1; }
int r5() { return dev_var; }
#pragma nv_diag_suppress declared_but_not_referenced, set_but_not_used
__global__ void k() { int unused; int set; set = 1; }
