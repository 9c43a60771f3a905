// A local initialized with a value that a conversion to or from a
// floating type changes is neither "declared but never referenced" nor
// "set but never used" (the conversion is kept as an effect); a literal's
// conversion, a conversion between integers and an assignment are not.
void h(double d, long l, int i, float fl) {
    int b = d;
    int b2(d);
    int b3{d};
    double dd = i;
    double de = fl;
    float f = d;
    double same = d;
    int e = l;
    int m = d * 2;
    int n;
    n = d;
    float z = 1.5;
    z = d;
    float lit = 2;
    float neg = -3;
    (void)b; (void)b2; (void)dd;
}
