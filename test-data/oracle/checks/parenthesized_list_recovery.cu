// An element of a parenthesized list that begins no expression (`const`):
// "expected an expression", and EDG goes on at the list's next `,`. After
// another error in an element (`int x`), it expects the `)`.
__global__ void
kern(MatchCoord* match_coords,
               char* queries,
               const int* queryAddrs,
               const int* queryLengths,
               const int numQueries,
               const int min_match_len)
{
  int q = 1;
}
int a, b;
int v(a, const int x, b);
void g(int, int, int);
void h() {
  g(1, const int y, 2);
  g(1, int z = 2);
}
