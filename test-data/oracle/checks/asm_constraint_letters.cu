// cicc's front end knows NVPTX's constraint letters and gcc's x86 table:
// a letter of neither is unknown, a constraint of modifiers alone has no
// letter, and i, m, s are not allowed in device code.
__device__ void u1(int x) { asm volatile("" :: "j"(x)); }
__device__ void u2(int x) { asm volatile("" :: "v"(x)); }
__device__ void u3(int x) { asm volatile("" :: "W"(x)); }
__device__ void n1(int x) { asm volatile("" :: "&"(x)); }
__device__ void n2(int x) { asm volatile("" :: "+"(x)); }
__device__ void i1(int x) { asm volatile("" :: "i"(x)); }
__device__ void m1(int x) { asm volatile("" :: "m"(x)); }
__device__ void ok(char a, short b, int c, long d, float e, double f) {
  asm volatile("" :: "b"(a), "h"(b), "r"(c), "l"(d), "f"(e), "d"(f));
}
