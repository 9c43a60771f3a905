// ORACLE-HEADERS: none
// ORACLE-FLAGS: -Werror=all-warnings
// -Werror=all-warnings: promoted warnings are errors that keep their
// number (error #20091-D), and the remark about -diag-suppress follows.
__attribute__((device)) int dev_var;
int r1() { return dev_var; }
#pragma nv_diag_error 20092
void w1() { dev_var = 1; }
