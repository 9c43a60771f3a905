// ORACLE-HEADERS: none
// ORACLE-FLAGS: -Xcudafe --diag_remark=20091 -Xcudafe --remarks -Xcudafe --diag_remark=20092
// With --remarks, the demoted diagnostics show as numbered remarks.
__attribute__((device)) int dev_var;
int r1() { return dev_var; }
void w1() { dev_var = 1; }
int r2() { return dev_var + 1; }
