// ORACLE-HEADERS: none
// ORACLE-FLAGS: -Xcudafe --error_limit=3
// The error limit's full text: the last error, "Error limit reached.", the
// summary, "Compilation terminated." (exit code 4).
__attribute__((device)) int dev_var;
int r1() { return dev_var; }
#pragma nv_diag_error 20091
int r2() { return dev_var; }
int r3() { return dev_var; }
int r4() { return dev_var; }
int r5() { return dev_var; }
