// A `for` step that does nothing (`+t`, `u + 1`, `v`, a comparison) has no
// effect (#174), as does the left operand of a comma there (not its right);
// a printf format with a conversion no printf has is #226 on the device
// side (cicc), and nothing else is judged in it.
#include <cstdio>
__global__ void k(float *in, int n) {
  float sum = 0.0f;
  int j = 0;
  for (int t = 0; t < n; +t) { sum += in[t]; }
  for (int u = 0; u < n; u + 1) { sum += in[u]; }
  for (int v = 0; v < n; v) { sum += in[v]; }
  for (int w = 0; w < n; w++, w) { sum += in[w]; }
  for (int x = 0; x < n; ++x) { sum += in[x]; }
  for (int b = 0; b < n; j, b++) { in[b] = 0; }
  for (int f = 0; f < n; f == 1) { f++; }
  in[0] = sum + j;
}
int main() {
  double d = 1; int i = 2;
  printf("Max diff = %f% @ i = %d\n", d, i);
  printf("%5.2% x %d\n", i);
  printf("%% ok %d\n", i);
  printf("%y\n", i);
  return 0;
}
