// EDG counts a list's initializers when the list closes: "too many
// initializer values" comes before what a later declarator or a missing
// ';' after the list reports.
int b[1] = {1, 2}; int c = not_declared_c;
int d(1, 2), e = not_declared_e;
int f(1, 2) {
    int inner = 1;
}
int g = 3;
