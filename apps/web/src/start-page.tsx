// Until the console issue lands: a page that shows the server is up and how to sign in through the API.
import { Box, Card, CardContent, CssBaseline, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

type Page = { records: Array<{ paramValue: string }> };

export function StartPage() {
  const [name, setName] = useState('Blade Console');
  useEffect(() => {
    fetch('/api/blade-system/param/listNotAuth?paramKey=system.name')
      .then((r) => r.json() as Promise<{ code: number; data: Page }>)
      .then((body) => {
        const value = body.code === 200 ? body.data.records[0]?.paramValue : undefined;
        if (value) {
          setName(value);
          document.title = value;
        }
      })
      .catch(() => {});
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0f2f5' }}>
      <CssBaseline />
      <Card sx={{ maxWidth: 520 }}>
        <CardContent>
          <Typography variant="h5" gutterBottom>{name}</Typography>
          <Typography variant="body1" gutterBottom>服务已启动。管理控制台正在建设中。</Typography>
          <Typography variant="body2" color="text.secondary">
            The server is running. Sign in through the API with admin / admin (tenant 000000) at POST /api/blade-auth/oauth/token.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
