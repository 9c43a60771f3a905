// A number with a suffix the language does not have is a user-defined
// literal: "a user-provided literal suffix must begin with "_"" (#2506, once
// per suffix) and, without a literal operator for it, "user-defined literal
// operator not found" (an erroneous initializer: no #177 for it). f, l, q, w
// are floating suffixes; one followed by digits is extra text.
double a = 1.0f16;
double b = 2.0f16;
double c = 1q;
double d = 1.5_y;
double e = 2i;
double f = 1.0Q;
double g = 1.5f32;
long double operator""_km(long double x) { return x * 1000; }
double h = 1.5_km;
void k() { double l = 3.0bf16; double m = 4.0f16; }
unsigned long n = 1uz + 0x1fu + 0b101;
