// A template declaration without an initializer that a syntax error
// ends restarts as any declaration does: in the braces that follow, at
// a ";" 21 or more lines below them, with "parsing restarts here".
template <class T>
not_a_type static int f() {
    int a1 = 1;
    int a2 = 2;
    int a3 = 3;
    int a4 = 4;
    int a5 = 5;
    int a6 = 6;
    int a7 = 7;
    int a8 = 8;
    int a9 = 9;
    int a10 = 10;
    int a11 = 11;
    int a12 = 12;
    int a13 = 13;
    int a14 = 14;
    int a15 = 15;
    int a16 = 16;
    int a17 = 17;
    int a18 = 18;
    int a19 = 19;
    int a20 = 20;
    int a21 = 21;
    int a22 = 22;
    int a23 = 23;
    int a24 = 24;
    return 0;
}
int skipped = not_reported;
int after = reported;
template <class T>
int v junk {
    int b1 = 1;
    int b2 = 2;
    int b3 = 3;
    int b4 = 4;
    int b5 = 5;
    int b6 = 6;
    int b7 = 7;
    int b8 = 8;
    int b9 = 9;
    int b10 = 10;
    int b11 = 11;
    int b12 = 12;
    int b13 = 13;
    int b14 = 14;
    int b15 = 15;
    int b16 = 16;
    int b17 = 17;
    int b18 = 18;
    int b19 = 19;
    int b20 = 20;
    int b21 = 21;
    int b22 = 22;
    int b23 = 23;
    int b24 = 24;
}
int after_v = reported_too;
