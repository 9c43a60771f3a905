// ORACLE-HEADERS: mini
// #pragma nv_diagnostic push/pop scope the nv_diag_* pragmas between them,
// nested too; nv_diag_push/nv_diag_pop are not pragmas the tool knows.
__device__ int dev_var;
int r1() { return dev_var; }
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20091
int r2() { return dev_var; }
#pragma nv_diagnostic push
#pragma nv_diag_error 20091
int r3() { return dev_var; }
#pragma nv_diagnostic pop
int r4() { return dev_var; }
#pragma nv_diagnostic pop
int r5() { return dev_var; }
#pragma nv_diag_push
#pragma nv_diag_suppress 20091
int r6() { return dev_var; }
#pragma nv_diag_pop
int r7() { return dev_var; }
#pragma nv_diag_default 20091
int r8() { return dev_var; }
