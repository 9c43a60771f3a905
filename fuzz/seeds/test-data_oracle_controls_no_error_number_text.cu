// ORACLE-HEADERS: none
// ORACLE-FLAGS: -no-err-no
// Without --display_error_number: no numbers on warnings, no remark about
// -diag-suppress.
__attribute__((device)) int dev_var;
int r1() { return dev_var; }
void w1() { dev_var = 1; }
#pragma nv_diag_error 20091
int r2() { return dev_var; }
